// A member's place in a blind box's line: the line's own reader, told when the box's first running hold ends.
import { Inject, Injectable } from '@nestjs/common';
import type { LinePlace } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { LinePlaceReader } from '../../lines/lines.public';
import { firstHoldEnd, loadPackage } from '../package-line';

@Injectable()
export class PackageLineReader {
  constructor(
    @Inject(EVENT_STORE) private readonly store: EventStore,
    @Inject(LinePlaceReader) private readonly lines: LinePlaceReader,
  ) {}

  place(packageId: string, userId: string, now: Date): Promise<{ mine: LinePlace | null; waiting: number }> {
    return this.lines.place('package', packageId, userId, now, async () => {
      const { state: pkg } = await loadPackage(this.store, packageId);
      const end = pkg.status === 'open' ? firstHoldEnd(pkg, now) : null;
      return end === null ? null : new Date(end);
    });
  }
}
