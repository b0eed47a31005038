/** Whether this code runs in a browser (hydration, navigation) rather than in a server render. */
export const IN_BROWSER = typeof window !== 'undefined';
