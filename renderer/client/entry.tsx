// The app is a module of its own (start.tsx) so the build can name it from every lazily loaded
// chunk and keep all of its code in one chunk (server/build/build-client.ts, oneAppChunk).
import { startApp } from './start.tsx';

await startApp();
