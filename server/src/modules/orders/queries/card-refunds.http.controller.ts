// GET /api/admin/card-refunds?status=due|refunded&page (roles admin, support): card payments owed back.
import { Controller, Get, Inject, Query, UseGuards } from '@nestjs/common';
import { cardRefundsQuerySchema, type CardRefundsQuery, type CardRefundsResponse } from '@shop/contracts';
import { validate } from '../../../http/zod-validation.pipe';
import { AuthGuard, Roles } from '../../accounts/accounts.public';
import { CardRefundsReader } from './card-refunds.reader';

@Controller('admin/card-refunds')
@UseGuards(AuthGuard)
@Roles('admin', 'support')
export class CardRefundsHttpController {
  constructor(@Inject(CardRefundsReader) private readonly refunds: CardRefundsReader) {}

  @Get()
  list(@Query(validate(cardRefundsQuerySchema)) query: CardRefundsQuery): Promise<CardRefundsResponse> {
    return this.refunds.page(query);
  }
}
