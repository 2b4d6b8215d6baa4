// The member's phone-binding status (002 §3): folded from their own `user-<id>` stream, so the
// answer right after a binding is the binding itself, never a lagging read model.
import { Inject, Injectable } from '@nestjs/common';
import type { PhoneBindingStatus, UserEvent } from '@shop/contracts';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';

@Injectable()
export class PhoneBindingReader {
  constructor(@Inject(EVENT_STORE) private readonly store: EventStore) {}

  async status(userId: string): Promise<PhoneBindingStatus> {
    const status: PhoneBindingStatus = { isBound: false, isPhoneLogin: false, boundPhone: null, boundAt: null };
    for (const recorded of await this.store.readStream(`user-${userId}`)) {
      const event = { type: recorded.type, data: recorded.data } as UserEvent;
      if (event.type === 'UserRegistered' && event.data.phone) {
        Object.assign(status, { isBound: true, isPhoneLogin: true, boundPhone: event.data.phone, boundAt: recorded.metadata.occurredAt });
      } else if (event.type === 'PhoneBound') {
        Object.assign(status, { isBound: true, boundPhone: event.data.phone, boundAt: recorded.metadata.occurredAt });
      }
    }
    return status;
  }
}
