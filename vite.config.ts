import react from '@vitejs/plugin-react';
import { defineConfig } from 'vite';

export default defineConfig({
  root: 'src/web',
  publicDir: 'static',
  plugins: [react()],
  build: {
    outDir: '../../dist/web',
    emptyOutDir: true,
    sourcemap: true,
    // The benchmark reads it to weigh what each kind of visitor downloads.
    manifest: true,
  },
  server: {
    // `npm run dev`: the API and the embedded identity provider run on the Fastify server.
    proxy: {
      '^/(?!src/|@|node_modules/|assets/).+': {
        target: 'http://localhost:3000',
        bypass: (req) => (req.headers.accept?.includes('text/html') ? '/index.html' : undefined),
      },
    },
  },
});
