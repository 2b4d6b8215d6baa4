import { eventStoreContractSuite } from '../event-store.contract.suite';
import { EsdbEventStore } from './esdb-event-store';

const url = process.env.EVENTSTORE_URL;

if (url) {
  eventStoreContractSuite('EventStoreDB', async () => {
    const store = EsdbEventStore.connect(url);
    return { store, teardown: () => store.close() };
  });
} else {
  console.warn('EventStoreDB contract suite SKIPPED: set EVENTSTORE_URL=esdb://localhost:2113?tls=false to run it');
  describe.skip('EventStore contract: EventStoreDB (needs EVENTSTORE_URL)', () => {
    it('runs the contract suite against EventStoreDB', () => undefined);
  });
}
