// The socket.io gateway: clients join the rooms of what they watch; messages are validated
// with the contracts' schemas. Pushes come from projections after they commit (live-messages.ts).
import { Logger } from '@nestjs/common';
import { ConnectedSocket, MessageBody, SubscribeMessage, WebSocketGateway, WebSocketServer } from '@nestjs/websockets';
import { clientMessageSchemas, packageRoom, tubeRoom, type ClientToServerEvents, type ServerToClientEvents, type SocketAck } from '@shop/contracts';
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
    // The message was built for its event (LiveMessage pairs them); the union of pairs is too wide for emit's overloads.
    (this.server.to(m.room).emit as (event: string, message: unknown) => boolean)(m.event, m.message);
  }
}
