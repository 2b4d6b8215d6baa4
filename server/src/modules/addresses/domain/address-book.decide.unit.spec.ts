import { constants, messages, type AddressEvent, type AddressInput } from '@shop/contracts';
import { AddressRejected, decide, evolve, initialBook, viewBook, type AddressBook, type AddressCommand } from './address-book.decide';

const input = (name: string, isDefault = false): AddressInput => ({
  name,
  phone: '0912345678',
  city: '臺北市',
  district: '大安區',
  address_detail: '復興南路一段 1 號',
  is_default: isDefault,
});
const given = (...commands: AddressCommand[]): AddressBook => commands.reduce((book, c) => decide(c, book).reduce(evolve, book), initialBook);
const add = (addressId: string, name: string, isDefault = false): AddressCommand => ({
  type: 'AddAddress',
  data: { userId: 'u1', addressId, input: input(name, isDefault) },
});
const defaults = (book: AddressBook) => viewBook(book).map((a) => [a.id, a.is_default]);

describe('address book', () => {
  it('given an empty book, when an address is added, then it is the default whatever was asked', () => {
    const events = decide(add('a', '王小明'), initialBook);
    expect(events).toEqual([expect.objectContaining({ type: 'AddressAdded', data: expect.objectContaining({ addressId: 'a', isDefault: true }) })]);
  });

  it('given a book, when an address is added as the default, then the mark moves to it', () => {
    expect(defaults(given(add('a', '王小明'), add('b', '王媽媽', true)))).toEqual([
      ['b', true],
      ['a', false],
    ]);
  });

  it('given a full book, when another address is added, then it is refused', () => {
    const full = given(...Array.from({ length: constants.box.maxAddresses }, (_, i) => add(`a${i}`, `收件人${i}`)));
    expect(() => decide(add('x', '多一個'), full)).toThrow(new AddressRejected(400, messages.address.tooMany));
  });

  it('given an address, when it is changed to the same fields, then nothing is recorded; when asked to be the default, only the mark moves', () => {
    const book = given(add('a', '王小明'), add('b', '王媽媽'));
    expect(decide({ type: 'ChangeAddress', data: { userId: 'u1', addressId: 'b', input: input('王媽媽') } }, book)).toEqual([]);
    expect(decide({ type: 'ChangeAddress', data: { userId: 'u1', addressId: 'b', input: input('王媽媽', true) } }, book)).toEqual<AddressEvent[]>([
      { type: 'DefaultAddressChosen', data: { userId: 'u1', addressId: 'b' } },
    ]);
  });

  it('given the default, when it is removed, then the newest address left takes the mark', () => {
    const book = given(add('a', '王小明'), add('b', '王媽媽'), add('c', '王爸爸'));
    expect(decide({ type: 'RemoveAddress', data: { userId: 'u1', addressId: 'a' } }, book)).toEqual<AddressEvent[]>([
      { type: 'AddressRemoved', data: { userId: 'u1', addressId: 'a' } },
      { type: 'DefaultAddressChosen', data: { userId: 'u1', addressId: 'c' } },
    ]);
  });

  it('given someone else’s or a removed address, when it is changed, removed or chosen, then it is not found', () => {
    const book = given(add('a', '王小明'), { type: 'RemoveAddress', data: { userId: 'u1', addressId: 'a' } });
    for (const type of ['RemoveAddress', 'ChooseDefaultAddress'] as const)
      expect(() => decide({ type, data: { userId: 'u1', addressId: 'a' } }, book)).toThrow(new AddressRejected(404, messages.address.notFound));
  });

  it('given the default already chosen, when it is chosen again, then nothing is recorded', () => {
    expect(decide({ type: 'ChooseDefaultAddress', data: { userId: 'u1', addressId: 'a' } }, given(add('a', '王小明')))).toEqual([]);
  });
});
