// Validates a request part with its contracts schema: bad input is a 400 with the spec's
// zh-TW message (the first problem) and every field's message, never a 500.
import { BadRequestException, type PipeTransform } from '@nestjs/common';
import { messages } from '@shop/contracts';
import type { z } from 'zod';

export class ZodValidationPipe<S extends z.ZodType> implements PipeTransform<unknown, z.infer<S>> {
  // Public: the OpenAPI document reads a route's request schemas from its pipes.
  constructor(readonly schema: S) {}

  transform(value: unknown): z.infer<S> {
    // Issues without a schema-level message (wrong type, missing field) get the zh-TW fallback, not zod's English.
    const parsed = this.schema.safeParse(value, { error: () => messages.common.badRequest });
    if (parsed.success) return parsed.data;
    const errors: Record<string, string> = {};
    for (const issue of parsed.error.issues) {
      const key = issue.path.join('.') || '_';
      errors[key] ??= issue.message;
    }
    throw new BadRequestException({ success: false, message: parsed.error.issues[0]?.message ?? messages.common.badRequest, errors });
  }
}

export const validate = <S extends z.ZodType>(schema: S) => new ZodValidationPipe(schema);
