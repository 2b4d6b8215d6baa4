/** The seeded demo ichiban product that the placeholder home links to (server demo catalogue). */
export const DEMO_ICHIBAN_PRODUCT_ID = 'demo-ichiban';
