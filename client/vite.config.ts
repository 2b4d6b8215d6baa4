// Vite: dev server proxying the API and socket.io to the local server, build into client/dist.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Most visits start on home, whose page is a lazy chunk found only once the entry has run:
 * preload it (and its stylesheet) from the HTML so it downloads alongside the entry.
 */
function preloadHomeChunk(): Plugin {
  return {
    name: 'preload-home-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(_html, ctx) {
        const home = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/features/home/routes/home-page.tsx'),
        );
        if (!home || home.type !== 'chunk') return [];
        const css = [...(home.viteMetadata?.importedCss ?? [])];
        const entryFiles = new Set([ctx.chunk?.fileName, ...(ctx.chunk?.imports ?? [])]);
        const js = [home.fileName, ...home.imports.filter((f) => !entryFiles.has(f))];
        return [
          ...js.map((href) => ({ tag: 'link', attrs: { rel: 'modulepreload', crossorigin: true, href: `/${href}` }, injectTo: 'head' as const })),
          ...css.map((href) => ({ tag: 'link', attrs: { rel: 'preload', as: 'style', href: `/${href}` }, injectTo: 'head' as const })),
        ];
      },
    },
  };
}

const apiTarget = `http://127.0.0.1:${process.env.PORT ?? 3000}`;

export default defineConfig({
  plugins: [react(), preloadHomeChunk()],
  resolve: {
    alias: {
      '@shop/contracts': fileURLToPath(new URL('../contracts/src/index.ts', import.meta.url)),
    },
  },
  server: {
    proxy: {
      '/api': { target: apiTarget, changeOrigin: true },
      '/socket.io': { target: apiTarget, ws: true, changeOrigin: true },
    },
  },
  build: {
    outDir: 'dist',
    emptyOutDir: true,
    sourcemap: true,
    // bench/frontend.mjs reads it to weigh the JavaScript the home route loads.
    manifest: true,
    rollupOptions: {
      // The contracts' modules only declare schemas, messages and rules: a page that imports one
      // schema must not pull in every other one through the package index.
      treeshake: { moduleSideEffects: (id) => !id.includes('/contracts/src/') },
      output: {
        // Long-lived vendor chunks, so a release of the shop does not re-download the frameworks.
        manualChunks(id) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler)\//.test(id)) return 'react';
          if (id.includes('node_modules/react-router')) return 'router';
          if (id.includes('node_modules/@tanstack')) return 'query';
          if (id.includes('node_modules/zod')) return 'zod';
          return undefined;
        },
      },
    },
  },
});
