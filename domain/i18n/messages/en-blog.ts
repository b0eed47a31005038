import blog from '../locales/en/blog.json' with { type: 'json' };

/** The English "blog" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default blog;
