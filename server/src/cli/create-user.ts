// `npm run user:create -- --role admin --phone 0912345678 [--name 名字]`: creates an account,
// staff accounts included. The password comes from SHOP_USER_PASSWORD, the first line of piped stdin,
// or a prompt; there is never a default password.
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { normalizeTaiwanMobile, isTaiwanMobile, roleSchema, type Role } from '@shop/contracts';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/config';
import { openInfrastructure } from '../infrastructure';
import { createLogger } from '../logger';
import { RegisterUserCommand } from '../modules/accounts/commands/register-user/register-user.command';
import type { RegisteredUser } from '../modules/accounts/commands/register-user/register-user.handler';
import { parseArgs } from './cli-args';

const USAGE = 'usage: npm run user:create -- --role member|support|auditor|admin --phone 09xxxxxxxx [--name NAME]';

async function readPassword(): Promise<string> {
  if (process.env.SHOP_USER_PASSWORD) return process.env.SHOP_USER_PASSWORD;
  if (!process.stdin.isTTY) {
    // Piped: `printf '%s\n' "$PW" | npm run user:create -- …` reads the first line.
    const chunks: Buffer[] = [];
    for await (const chunk of process.stdin) chunks.push(chunk as Buffer);
    const line = Buffer.concat(chunks).toString('utf8').split(/\r?\n/)[0];
    if (!line) throw new Error('set SHOP_USER_PASSWORD, pipe the password on stdin, or run in a terminal to type it');
    return line;
  }
  const rl = createInterface({ input: process.stdin, output: process.stdout });
  try {
    return await rl.question('Password (at least 8 characters): ');
  } finally {
    rl.close();
  }
}

async function main(): Promise<void> {
  const { flags } = parseArgs(process.argv.slice(2));
  const role = roleSchema.safeParse(flags.role);
  const phone = normalizeTaiwanMobile(flags.phone ?? '');
  if (!role.success || !isTaiwanMobile(phone)) throw new Error(USAGE);
  const password = await readPassword();
  if (password.length < 8) throw new Error('the password must have at least 8 characters');

  const config = loadConfig();
  const logger = createLogger('warn');
  const infra = await openInfrastructure(config, logger);
  const app = await NestFactory.createApplicationContext(AppModule.register(infra), { logger: false });
  try {
    const { userId } = await app
      .get(CommandBus)
      .execute<RegisterUserCommand, RegisteredUser>(new RegisterUserCommand(phone, password, flags.name ?? phone, role.data as Role, 'cli'));
    console.log(`Created ${role.data} ${userId} for ${phone}.`);
  } finally {
    await app.close();
    await infra.close();
  }
}

main().catch((error) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
