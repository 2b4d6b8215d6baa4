// The API's Nest module, built around infrastructure that main.ts opens first.
import { Module, type DynamicModule } from '@nestjs/common';
import { CqrsModule } from '@nestjs/cqrs';
import { ScheduleModule } from '@nestjs/schedule';
import type { RunningProjections } from '@shop/projections';
import { DataSource } from 'typeorm';
import { EVENT_STORE } from './event-store/event-store.token';
import type { EventStore } from './event-store/event-store.port';
import { HealthHttpController, PROJECTION_RUNNER } from './health/health.http.controller';
import { LiveGateway } from './live/live.gateway';
import { AccountsModule } from './modules/accounts/accounts.module';
import { IchibanModule } from './modules/ichiban/ichiban.module';
import { CatalogueModule } from './modules/catalogue/catalogue.module';
import { ContentModule } from './modules/content/content.module';
import { FairnessModule } from './modules/fairness/fairness.module';
import { WalletModule } from './modules/wallet/wallet.module';
import { OrdersModule } from './modules/orders/orders.module';
import { PrizeBoxModule } from './modules/prize-box/prize-box.module';
import { StaffModule } from './modules/staff/staff.module';
import { ProfileModule } from './modules/profile/profile.module';
import { MemberModule } from './modules/member/member.module';
import { GachaModule } from './modules/gacha/gacha.module';
import { ShopModule } from './modules/shop/shop.module';
import { BlindboxModule } from './modules/blindbox/blindbox.module';
import { AddressesModule } from './modules/addresses/addresses.module';
import { APP_CONFIG, loadConfig, type Config } from './config/config';
import { PROJECTION_COMMITS, type ProjectionCommits } from './platform/projection-commits';
import { RowChanges } from './database/row-changes';

export interface Infrastructure {
  dataSource: DataSource;
  eventStore: EventStore;
  runner: RunningProjections;
  commits: ProjectionCommits;
  /** The configuration the process started with; read from the environment when absent (CLIs). */
  config?: Config;
}

/**
 * The feature modules and the root's own controllers: together every HTTP route the app serves.
 * The OpenAPI document is read from them (server/src/openapi/api-routes.ts).
 */
export const apiModules = [
  AccountsModule,
  IchibanModule,
  CatalogueModule,
  ContentModule,
  FairnessModule,
  WalletModule,
  OrdersModule,
  PrizeBoxModule,
  StaffModule,
  ProfileModule,
  MemberModule,
  GachaModule,
  ShopModule,
  BlindboxModule,
  AddressesModule,
];
export const rootControllers = [HealthHttpController];

@Module({})
export class AppModule {
  static register(infra: Infrastructure): DynamicModule {
    return {
      module: AppModule,
      global: true,
      imports: [CqrsModule.forRoot(), ScheduleModule.forRoot(), ...apiModules],
      controllers: rootControllers,
      providers: [
        { provide: DataSource, useValue: infra.dataSource },
        { provide: EVENT_STORE, useValue: infra.eventStore },
        { provide: PROJECTION_RUNNER, useValue: infra.runner },
        { provide: PROJECTION_COMMITS, useValue: infra.commits },
        { provide: APP_CONFIG, useValue: infra.config ?? loadConfig() },
        LiveGateway,
        RowChanges,
      ],
      exports: [DataSource, EVENT_STORE, PROJECTION_RUNNER, PROJECTION_COMMITS, APP_CONFIG, LiveGateway, RowChanges],
    };
  }
}
