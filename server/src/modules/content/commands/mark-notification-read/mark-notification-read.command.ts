/** A member has read a notification (one sent to everyone, or to them: a number; one made from their events: `<stream>.<revision>`). */
export class MarkNotificationReadCommand {
  constructor(
    readonly notificationId: number | string,
    readonly userId: string,
  ) {}
}
