/** The demo ichiban product the placeholder home links to (server/src/modules/catalogue/demo-catalogue.ts). */
export const DEMO_ICHIBAN_PRODUCT = { id: '1001', name: '一番賞 星空貓咪咖啡廳' } as const;
