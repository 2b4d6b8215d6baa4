// What other modules may use of content; lint forbids reaching any other file of this module.
export { contentEntities } from './content.entities';
export { seedDemoContent } from './seed-demo-content';
export { hasUnreadNotifications } from './queries/notifications.reader';
export { ContentReader } from './queries/content.reader';
