// The app is a module of its own (start.tsx) so the build can name it from every lazily loaded
// chunk and keep all of its code in one chunk (server/build/build-client.ts, oneAppChunk).
import { nextTask } from './next-task.ts';
import { startApp } from './start.tsx';

// Evaluating the app's modules (React DOM's set-up among them) is one task; starting the app
// (the router, then hydration) is the next, so the browser may paint or answer a tap between them.
await nextTask();
await startApp();
