// `shipment-<orderId>`: the container of a box_shipping order in the purchase core — what the
// parcel holds and where it goes, recorded once per order.
import type { ShipmentEvent, ShipmentRequested } from '@shop/contracts';

export type Shipment = { requested: ShipmentRequested['data'] | null };
export type RequestShipment = { type: 'RequestShipment'; data: ShipmentRequested['data'] };

export const initialShipment: Shipment = { requested: null };

export function evolve(shipment: Shipment, event: ShipmentEvent): Shipment {
  return shipment.requested ? shipment : { requested: event.data };
}

export function decide(cmd: RequestShipment, shipment: Shipment): ShipmentEvent[] {
  return shipment.requested ? [] : [{ type: 'ShipmentRequested', data: cmd.data }];
}

export const shipmentDecider = { initialState: initialShipment, evolve, decide };

export const shipmentStreamId = (orderId: string) => `shipment-${orderId}`;
