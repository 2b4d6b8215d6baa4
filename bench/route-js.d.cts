export interface RouteChunk {
  file: string;
  bytes: number;
  gzipBytes: number;
}
export interface RouteJs {
  chunks: RouteChunk[];
  bytes: number;
  gzipBytes: number;
  gzipKB: number;
}
export const CLIENT_DIST: string;
export const ROUTE_PAGES: Record<'home' | 'detail' | 'ticket' | 'draw' | 'gacha-detail' | 'blindbox-detail' | 'blindbox-slot', string>;
export function routeJs(pageSrc: string, dist?: string): RouteJs;
