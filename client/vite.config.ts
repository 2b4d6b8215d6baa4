// Vite: dev server proxying the API and socket.io to the local server, build into client/dist.
import { fileURLToPath } from 'node:url';
import { defineConfig, type Plugin } from 'vite';
import react from '@vitejs/plugin-react';

/**
 * Most visits start on home, whose page is a lazy chunk found only once the entry has run:
 * preload it (and its stylesheet) from the HTML so it downloads alongside the entry. The links sit
 * between two markers, where the server puts another page's links instead when the address is one
 * of the buying screens (server/src/http/route-preloads.ts, from the manifest below).
 */
function preloadHomeChunk(): Plugin {
  return {
    name: 'preload-home-chunk',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, ctx) {
        const home = Object.values(ctx.bundle ?? {}).find(
          (c) => c.type === 'chunk' && c.facadeModuleId?.endsWith('/features/home/routes/home-page.tsx'),
        );
        if (!home || home.type !== 'chunk') return html;
        const css = [...(home.viteMetadata?.importedCss ?? [])];
        const entryFiles = new Set([ctx.chunk?.fileName, ...(ctx.chunk?.imports ?? [])]);
        const js = [home.fileName, ...home.imports.filter((f) => !entryFiles.has(f))];
        const links = [
          ...js.map((href) => `<link rel="modulepreload" crossorigin href="/${href}">`),
          ...css.map((href) => `<link rel="preload" as="style" href="/${href}">`),
        ];
        return html.replace('</head>', `<!--route-preload-->\n${links.join('\n')}\n<!--/route-preload-->\n</head>`);
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
    // bench/frontend.mjs reads it to weigh the JavaScript each route loads; the server, to preload a buying screen's chunks.
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
