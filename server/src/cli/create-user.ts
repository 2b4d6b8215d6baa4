// `npm run user:create -- --role admin --phone 0912345678 [--name 名字]`: creates an account,
// staff accounts included. The password is read from SHOP_USER_PASSWORD or asked for, never a default.
import 'reflect-metadata';
import { createInterface } from 'node:readline/promises';
import { NestFactory } from '@nestjs/core';
import { CommandBus } from '@nestjs/cqrs';
import { roleSchema, type Role } from '@shop/contracts';
import { AppModule } from '../app.module';
import { loadConfig } from '../config/config';
import { openInfrastructure } from '../infrastructure';
import { createLogger } from '../logger';
import { RegisterUserCommand } from '../modules/accounts/commands/register-user/register-user.command';
import { parseArgs } from './cli-args';

const USAGE = 'usage: npm run user:create -- --role member|support|auditor|admin --phone 09xxxxxxxx [--name NAME]';

async function readPassword(): Promise<string> {
  if (process.env.SHOP_USER_PASSWORD) return process.env.SHOP_USER_PASSWORD;
  if (!process.stdin.isTTY) throw new Error('set SHOP_USER_PASSWORD or run in a terminal to type the password');
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
  const phone = flags.phone?.trim();
  if (!role.success || !phone || !/^09\d{8}$/.test(phone)) throw new Error(USAGE);
  const password = await readPassword();
  if (password.length < 8) throw new Error('the password must have at least 8 characters');

  const config = loadConfig();
  const logger = createLogger('warn');
  const infra = await openInfrastructure(config, logger);
  const app = await NestFactory.createApplicationContext(AppModule.register(infra), { logger: false });
  try {
    const userId = await app
      .get(CommandBus)
      .execute<RegisterUserCommand, string>(new RegisterUserCommand(phone, password, flags.name ?? phone, role.data as Role, 'cli'));
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
