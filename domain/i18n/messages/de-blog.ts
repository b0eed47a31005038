import blog from '../locales/de/blog.json' with { type: 'json' };

/** The German "blog" messages: a chunk of their own, loaded with the blocks that name them (block-namespaces.ts). */
export default blog;
