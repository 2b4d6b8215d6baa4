/** A member has read a notification (one sent to everyone, or to them). */
export class MarkNotificationReadCommand {
  constructor(
    readonly notificationId: number,
    readonly userId: string,
  ) {}
}
