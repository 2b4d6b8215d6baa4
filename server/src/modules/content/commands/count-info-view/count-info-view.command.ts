/** Someone opened an official-info article: its view count goes up (spec 000 §7 shows `views`). */
export class CountInfoViewCommand {
  constructor(readonly id: number) {}
}
