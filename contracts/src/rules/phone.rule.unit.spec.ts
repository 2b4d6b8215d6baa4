import { messages } from '../messages/messages';
import {
  addressPhoneSchema,
  bindablePhoneSchema,
  bindingCodeSchema,
  isTaiwanMobile,
  loginCodeSchema,
  normalizeBindablePhone,
  normalizeTaiwanMobile,
  phoneSchema,
  registerCodeSchema,
} from './phone.rule';

const messagesOf = (result: { success: boolean; error?: { issues: { message: string }[] } }) =>
  result.success ? [] : result.error!.issues.map((i) => i.message);

describe('normalizeTaiwanMobile', () => {
  it.each([
    ['0912345678', '0912345678'],
    ['0912-345-678', '0912345678'],
    ['0912 345 678', '0912345678'],
    ['(0912) 345.678', '0912345678'],
    ['+886912345678', '0912345678'],
    ['+886 912 345 678', '0912345678'],
    ['+886-912-345-678', '0912345678'],
    ['886912345678', '0912345678'],
    ['+886 0912 345 678', '0912345678'],
    ['０９１２－３４５－６７８', '0912345678'],
    ['＋８８６９１２３４５６７８', '0912345678'],
    ['\t0912\u3000345678 ', '0912345678'],
    ['', ''],
  ])('given %j when normalised then it is %j', (input, output) => {
    expect(normalizeTaiwanMobile(input)).toBe(output);
  });
});

describe('isTaiwanMobile', () => {
  it.each([
    ['0912345678', true],
    ['0987654321', true],
    ['091234567', false],
    ['09123456789', false],
    ['0812345678', false],
    ['912345678', false],
    ['09123456a8', false],
    ['0912-345-678', false],
  ])('given the normalised %j then the answer is %p', (input, valid) => {
    expect(isTaiwanMobile(input)).toBe(valid);
  });
});

describe('phoneSchema (login)', () => {
  it.each([
    ['0912-345-678', '0912345678'],
    ['+886 912 345 678', '0912345678'],
  ])('given %j when parsed then the output is the normalised %j', (input, output) => {
    expect(phoneSchema.parse(input)).toBe(output);
  });

  it.each(['', '12345', '0812345678', '+852 9123 4567', undefined, 912345678])('given %j then the single message is the spec one', (input) => {
    expect(messagesOf(phoneSchema.safeParse(input))).toEqual([messages.auth.phoneInvalid]);
  });
});

describe('addressPhoneSchema', () => {
  it.each([
    ['', [messages.address.phoneRequired]],
    ['  ', [messages.address.phoneRequired]],
    [undefined, [messages.address.phoneRequired]],
    ['0912', [messages.address.phoneInvalid]],
    ['0912345678', []],
  ])('given %j then the messages are %j', (input, expected) => {
    expect(messagesOf(addressPhoneSchema.safeParse(input))).toEqual(expected);
  });
});

describe('phone binding', () => {
  it.each([
    ['0912-345-678', '0912345678'],
    ['+886912345678', '0912345678'],
    ['9123 4567', '91234567'],
    ['+852 6123 4567', '61234567'],
    ['51234567', '51234567'],
    ['41234567', null],
    ['1234567', null],
    ['', null],
  ])('given %j when normalised for binding then it is %j', (input, output) => {
    expect(normalizeBindablePhone(input)).toBe(output);
  });

  it.each([
    ['+852 6123 4567', { success: true, data: '61234567' }],
    ['0912 345 678', { success: true, data: '0912345678' }],
  ])('given %j when parsed then %j', (input, expected) => {
    expect(bindablePhoneSchema.safeParse(input)).toMatchObject(expected);
  });

  it.each(['', '4123', '0812345678'])('given %j then 請輸入正確的手機號碼格式', (input) => {
    expect(messagesOf(bindablePhoneSchema.safeParse(input))).toEqual([messages.phoneBinding.phoneInvalid]);
  });
});

describe('verification codes', () => {
  it.each([
    [loginCodeSchema, '12ab56', [] as string[]],
    [loginCodeSchema, '12345', [messages.auth.codeInvalid]],
    [loginCodeSchema, '1234567', [messages.auth.codeInvalid]],
    [registerCodeSchema, '123456', []],
    [registerCodeSchema, '12ab56', [messages.auth.codeMustBeSixDigits]],
    [registerCodeSchema, undefined, [messages.auth.codeMustBeSixDigits]],
    [bindingCodeSchema, ' 123456 ', []],
    [bindingCodeSchema, '12345', [messages.phoneBinding.codeRequired]],
  ])('given schema #%# and %j then the messages are %j', (schema, input, expected) => {
    expect(messagesOf(schema.safeParse(input))).toEqual(expected);
  });
});
