// GET /api/raffle/status/{productId}, /raffle/tubes/{tubeId}/tickets, /raffle/tubes/{tubeId}/result-tickets,
// /raffle/tube/{tubeId}/lock/status.
import { Controller, Get, Inject, NotFoundException, Param, UseGuards } from '@nestjs/common';
import {
  tubeIdParamSchema,
  type LockStatusResponse,
  type RaffleStatusResponse,
  type TubeResultTicketsResponse,
  type TubeTicketsResponse,
  lockStatusResponseSchema,
  raffleStatusResponseSchema,
  tubeResultTicketsResponseSchema,
  tubeTicketsResponseSchema,
} from '@shop/contracts';
import { reservedTickets } from '@shop/projections';
import { EVENT_STORE } from '../../../event-store/event-store.token';
import type { EventStore } from '../../../event-store/event-store.port';
import { loadState } from '../../../platform/command-runner';
import { validate } from '../../../http/zod-validation.pipe';
import { CurrentUser, OptionalAuthGuard, type SessionUser } from '../../accounts/accounts.public';
import { TUBE_NOT_FOUND_MESSAGE } from '../commands/lock-tube/lock-tube.http.controller';
import { tubeDecider } from '../domain/tube.decide';
import { activeLock, type Tube } from '../domain/tube.state';
import { tubeStreamId } from '../purchase/ichiban.line';
import { TubeBoardReader, toTubeInfo } from './tube-board.reader';
import { ApiDoc, ApiTag } from '../../../openapi/api-doc.decorator';

const productIdSchema = tubeIdParamSchema;

@ApiTag('Ichiban')
@Controller('raffle')
export class TubeReadsHttpController {
  constructor(
    @Inject(TubeBoardReader) private readonly tubes: TubeBoardReader,
    @Inject(EVENT_STORE) private readonly store: EventStore,
  ) {}

  @Get('status/:productId')
  @ApiDoc({ summary: "A product's tubes", answer: raffleStatusResponseSchema })
  async status(@Param('productId', validate(productIdSchema)) productId: string): Promise<RaffleStatusResponse> {
    const rows = await this.tubes.byProduct(productId);
    if (!rows.length) throw new NotFoundException({ success: false, message: '無法獲取商品資料' });
    return { success: true, tubes: rows.map((row) => toTubeInfo(row)) };
  }

  @Get('tubes/:tubeId/tickets')
  @ApiDoc({ summary: "A tube's drawn ticket numbers", answer: tubeTicketsResponseSchema })
  async tickets(@Param('tubeId', validate(tubeIdParamSchema)) tubeId: string): Promise<TubeTicketsResponse> {
    const row = await this.tubes.byTube(tubeId);
    if (!row) throw new NotFoundException({ success: false, message: TUBE_NOT_FOUND_MESSAGE });
    const now = new Date();
    return {
      success: true,
      tube_info: toTubeInfo(row, now),
      drawn_numbers: [...row.drawnNumbers].sort((a, b) => a - b),
      reserved_numbers: reservedTickets(row, now).numbers,
    };
  }

  /** The tube result grid: every ticket, drawn ones with their tier; an undrawn ticket's tier stays hidden. */
  @Get('tubes/:tubeId/result-tickets')
  @ApiDoc({ summary: "A tube's tickets with the tiers drawn so far", answer: tubeResultTicketsResponseSchema })
  async resultTickets(@Param('tubeId', validate(tubeIdParamSchema)) tubeId: string): Promise<TubeResultTicketsResponse> {
    const row = await this.tubes.byTube(tubeId);
    if (!row) throw new NotFoundException({ success: false, message: TUBE_NOT_FOUND_MESSAGE });
    const tickets = Array.from({ length: row.totalTickets }, (_, i) => {
      const number = i + 1;
      const tier = (row.drawnTiers[number] ?? null) as TubeResultTicketsResponse['data']['data'][number]['tier'];
      return { id: `${tubeId}-${number}`, ticket_number: number, tier, is_drawn: tier !== null };
    });
    return { success: true, data: { data: tickets, tube_info: toTubeInfo(row) } };
  }

  @Get('tube/:tubeId/lock/status')
  @UseGuards(OptionalAuthGuard)
  @ApiDoc({ summary: "A tube's lock and whose it is", answer: lockStatusResponseSchema })
  async lockStatus(
    @Param('tubeId', validate(tubeIdParamSchema)) tubeId: string,
    @CurrentUser() user: SessionUser | undefined,
  ): Promise<LockStatusResponse> {
    // Decided by the tube's own stream, as the lock command decides it: the board may lag a lock by a moment.
    const { state: tube } = await loadState<Tube, never>({ store: this.store, streamId: tubeStreamId(tubeId), decider: tubeDecider });
    if (tube.status !== 'open') throw new NotFoundException({ success: false, message: TUBE_NOT_FOUND_MESSAGE });
    const now = new Date();
    const lock = activeLock(tube, now);
    const remain = lock ? Math.ceil((lock.expiresAt - now.getTime()) / 1000) : 0;
    return { success: true, locked: remain > 0, remain, is_mine: remain > 0 && !!user && lock!.userId === user.userId };
  }
}
