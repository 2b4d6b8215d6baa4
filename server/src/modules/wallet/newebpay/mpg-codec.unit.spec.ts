import { decryptTradeInfo, encryptTradeInfo, MpgCodecError, toQueryString, tradeSha, verifyTradeSha } from './mpg-codec';

// NewebPay's published MPG example: HashKey / HashIV and the TradeInfo / TradeSha they give.
const keys = { hashKey: '12345678901234567890123456789012', hashIv: '1234567890123456' };
const plain = 'MerchantID=3430112&RespondType=JSON&TimeStamp=1485232229&Version=1.4&MerchantOrderNo=S_1485232229&Amt=40&ItemDesc=UnitTest';
const published =
  'ff91c8aa01379e4de621a44e5f11f72e4d25bdb1a18242db6cef9ef07d80b0165e476fd1d9acaa53170272c82d122961e1a0700a7427cfa1cf90db7f6d6593bbc93102a4d4b9b66d9974c13c31a7ab4bba1d4e0790f0cbbbd7ad64c6d3c8012a601ceaa808bff70f94a8efa5a4f984b9d41304ffd879612177c622f75f4214fa';
const publishedSha = 'EA0A6CC37F40C1EA5692E7CBB8AE097653DF3E91365E6A9CD7E91312413C7BB8';

// 40 bytes → 24 bytes of padding (more than one AES block can carry under PKCS#7), computed
// independently with `openssl enc -aes-256-cbc -nopad` over the hand-padded input.
const longPadPlain = 'Status=SUCCESS&MerchantOrderNo=R12345678';
const longPadCipher =
  '69d621feb46df2b5d45624f594d5f4037486eb0545b99434c07ab9d7c0fd4f4c473c7bdda02a6f33b7f621245421cb8388ff8c2a1b0c7750fd106ef91c982610';

describe('the MPG codec', () => {
  it('encrypts NewebPay’s example to its published TradeInfo and TradeSha', () => {
    expect(encryptTradeInfo(plain, keys)).toBe(published);
    expect(tradeSha(published, keys)).toBe(publishedSha);
  });

  it('decrypts the published TradeInfo back', () => expect(decryptTradeInfo(published, keys)).toBe(plain));

  it('strips padding longer than 16 bytes', () => {
    expect(encryptTradeInfo(longPadPlain, keys)).toBe(longPadCipher);
    expect(decryptTradeInfo(longPadCipher, keys)).toBe(longPadPlain);
  });

  it('round-trips every length across a block boundary, and zh-TW text', () => {
    for (let n = 0; n <= 70; n++) expect(decryptTradeInfo(encryptTradeInfo('x'.repeat(n), keys), keys)).toBe('x'.repeat(n));
    const q = toQueryString({ ItemDesc: '代幣儲值 500', Amt: 500 });
    expect(decryptTradeInfo(encryptTradeInfo(q, keys), keys)).toBe(q);
  });

  it('verifies a TradeSha and refuses a tampered one', () => {
    expect(verifyTradeSha(published, publishedSha, keys)).toBe(true);
    expect(verifyTradeSha(published, publishedSha.toLowerCase(), keys)).toBe(true);
    expect(verifyTradeSha(published.replace(/^f/, 'e'), publishedSha, keys)).toBe(false);
    expect(verifyTradeSha(published, publishedSha.replace(/^E/, 'F'), keys)).toBe(false);
    expect(verifyTradeSha(published, 'short', keys)).toBe(false);
  });

  it('refuses TradeInfo that is not whole blocks or decrypts to bad padding', () => {
    expect(() => decryptTradeInfo(published.slice(0, -2), keys)).toThrow(MpgCodecError);
    expect(() => decryptTradeInfo('zz', keys)).toThrow(MpgCodecError);
    expect(() => decryptTradeInfo(published, { ...keys, hashKey: '21098765432109876543210987654321' })).toThrow(MpgCodecError);
  });
});
