import { Module } from '@nestjs/common';
import { PurchasesModule } from '../../purchases/purchases.module';
import { AccountsModule } from '../accounts/accounts.module';
import { AddressesModule } from '../addresses/addresses.public';
import { CancelShippingOrderHandler } from './commands/cancel-shipping-order/cancel-shipping-order.handler';
import { CancelShippingOrderHttpController } from './commands/cancel-shipping-order/cancel-shipping-order.http.controller';
import { CancelSelectionHandler } from './commands/cancel-selection/cancel-selection.handler';
import { CancelSelectionHttpController } from './commands/cancel-selection/cancel-selection.http.controller';
import { BoxExpirySchedule } from './commands/expire-items/box-expiry.schedule';
import { ExpireItemsHandler } from './commands/expire-items/expire-items.handler';
import { MarkDeliveredHandler } from './commands/mark-delivered/mark-delivered.handler';
import { MarkDeliveredHttpController } from './commands/mark-delivered/mark-delivered.http.controller';
import { MarkShippedHandler } from './commands/mark-shipped/mark-shipped.handler';
import { MarkShippedHttpController } from './commands/mark-shipped/mark-shipped.http.controller';
import { PlaceShippingOrderHandler } from './commands/place-shipping-order/place-shipping-order.handler';
import { PlaceShippingOrderHttpController } from './commands/place-shipping-order/place-shipping-order.http.controller';
import { SelectForShippingHandler } from './commands/select-for-shipping/select-for-shipping.handler';
import { SelectForShippingHttpController } from './commands/select-for-shipping/select-for-shipping.http.controller';
import { ShippingLine } from './purchase/shipping.line';
import { BoxItemsHttpController } from './queries/box-items.http.controller';
import { BoxItemsReader } from './queries/box-items.reader';
import { ShippingOrdersHttpController } from './queries/shipping-orders.http.controller';
import { ShippingOrdersReader } from './queries/shipping-orders.reader';

@Module({
  imports: [AccountsModule, PurchasesModule, AddressesModule],
  controllers: [
    BoxItemsHttpController,
    SelectForShippingHttpController,
    CancelSelectionHttpController,
    PlaceShippingOrderHttpController,
    ShippingOrdersHttpController,
    MarkShippedHttpController,
    MarkDeliveredHttpController,
    CancelShippingOrderHttpController,
  ],
  providers: [
    BoxItemsReader,
    ShippingOrdersReader,
    SelectForShippingHandler,
    CancelSelectionHandler,
    PlaceShippingOrderHandler,
    MarkShippedHandler,
    ShippingLine,
    ExpireItemsHandler,
    BoxExpirySchedule,
    MarkDeliveredHandler,
    CancelShippingOrderHandler,
  ],
})
export class PrizeBoxModule {}
