// What other modules (and the purchase core, server/src/purchases) may use of orders; lint forbids
// reaching any other file of this module. The order decider and state are here so that the purchase
// core decides an order's events in memory; the draw-result views are shared with ichiban's answers.
export {
  orderDecider,
  orderStreamId,
  OrderNotFound,
  OrderStepRefused,
  OrderNotShippable,
  OrderAlreadyShipped,
  OrderNotShipped,
  type OrderCommand,
} from './domain/order.decide';
export { initialOrder, type Order, type OrderStatus } from './domain/order.state';
export { toDrawOrder, toTickets } from './draw-results';
export { PublicDrawResultReader } from './queries/public-draw-result.reader';
