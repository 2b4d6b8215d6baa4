// The socket.io gateway: clients join the rooms of what they watch; messages are validated
// with the contracts' schemas. Pushes come from projections after they commit (live-messages.ts).
import { Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import {
  clientMessageSchemas,
  gachaRoom,
  packageRoom,
  shopItemRoom,
  tubeRoom,
  type ClientToServerEvents,
  type ServerToClientEvents,
  type SocketAck,
} from '@shop/contracts';
import type { Server, Socket } from 'socket.io';
import type { LiveMessage } from './live-messages';

/** How many rooms one connection may watch at once. */
export const MAX_ROOMS_PER_SOCKET = 20;
const INVALID_MESSAGE: SocketAck = { ok: false, message: '參數錯誤' };

@WebSocketGateway()
export class LiveGateway {
  private readonly logger = new Logger(LiveGateway.name);

  @WebSocketServer()
  server!: Server<ClientToServerEvents, ServerToClientEvents>;

  @SubscribeMessage('tube:watch')
  async watch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    const parsed = clientMessageSchemas['tube:watch'].safeParse(body);
    if (!parsed.success) return INVALID_MESSAGE;
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) return { ok: false, message: '操作太頻繁' };
    await socket.join(tubeRoom(parsed.data.tubeId));
    return { ok: true };
  }

  @SubscribeMessage('tube:unwatch')
  async unwatch(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    const parsed = clientMessageSchemas['tube:unwatch'].safeParse(body);
    if (!parsed.success) return INVALID_MESSAGE;
    await socket.leave(tubeRoom(parsed.data.tubeId));
    return { ok: true };
  }

  @SubscribeMessage('gacha:watch')
  async watchGacha(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    const parsed = clientMessageSchemas['gacha:watch'].safeParse(body);
    if (!parsed.success) return INVALID_MESSAGE;
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) return { ok: false, message: '操作太頻繁' };
    await socket.join(gachaRoom(parsed.data.productId));
    return { ok: true };
  }

  @SubscribeMessage('gacha:unwatch')
  async unwatchGacha(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    const parsed = clientMessageSchemas['gacha:unwatch'].safeParse(body);
    if (!parsed.success) return INVALID_MESSAGE;
    await socket.leave(gachaRoom(parsed.data.productId));
    return { ok: true };
  }

  @SubscribeMessage('shop-item:watch')
  async watchShopItem(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    const parsed = clientMessageSchemas['shop-item:watch'].safeParse(body);
    if (!parsed.success) return INVALID_MESSAGE;
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) return { ok: false, message: '操作太頻繁' };
    await socket.join(shopItemRoom(parsed.data.itemId));
    return { ok: true };
  }

  @SubscribeMessage('shop-item:unwatch')
  async unwatchShopItem(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    const parsed = clientMessageSchemas['shop-item:unwatch'].safeParse(body);
    if (!parsed.success) return INVALID_MESSAGE;
    await socket.leave(shopItemRoom(parsed.data.itemId));
    return { ok: true };
  }

  @SubscribeMessage('package:watch')
  async watchPackage(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    const parsed = clientMessageSchemas['package:watch'].safeParse(body);
    if (!parsed.success) return INVALID_MESSAGE;
    if (socket.rooms.size > MAX_ROOMS_PER_SOCKET) return { ok: false, message: '操作太頻繁' };
    await socket.join(packageRoom(parsed.data.packageId));
    return { ok: true };
  }

  @SubscribeMessage('package:unwatch')
  async unwatchPackage(@ConnectedSocket() socket: Socket, @MessageBody() body: unknown): Promise<SocketAck> {
    const parsed = clientMessageSchemas['package:unwatch'].safeParse(body);
    if (!parsed.success) return INVALID_MESSAGE;
    await socket.leave(packageRoom(parsed.data.packageId));
    return { ok: true };
  }

  publish(m: LiveMessage): void {
    if (!this.server) {
      this.logger.warn('live message before the socket server started');
      return;
    }
    // LiveMessage pairs each event with its own message type; socket.io's typed emit cannot see that through the union.
    const room = this.server.to(m.room) as unknown as { emit(event: string, message: unknown): boolean };
    room.emit(m.event, m.message);
  }
}
