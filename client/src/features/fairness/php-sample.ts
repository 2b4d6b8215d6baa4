// The in-page sample script (001 §2 "Fairness verification"): the same algorithm in PHP, to run
// on any third-party PHP runner. Plain integer arithmetic only (no GMP or BCMath extension), so it
// runs anywhere: the txid is first rewritten in base 100, where ⌊txid / 100^step⌋ is simply the
// digits above position `step`. A Python port of this script was checked against the contracts'
// test vectors and 3,000 random cases (docs/fairness.md).

/** A third-party PHP runner the page links to. */
export const externalRunnerUrl = 'https://3v4l.org/';

export interface PhpSampleValues {
  txid: string;
  prizeCount: string;
  totalTickets: string;
}

// Only characters that are safe inside the script's literals are carried over.
const hexOrBlank = (s: string) => (/^[0-9a-fA-F]{1,64}$/.test(s.trim()) ? s.trim().toLowerCase() : '');
const intOrOne = (s: string, fallback: number) => (/^\s*\d{1,9}\s*$/.test(s) && Number(s) > 0 ? String(Number(s)) : String(fallback));

export function phpSampleScript(values: PhpSampleValues): string {
  const txid = hexOrBlank(values.txid) || '0'.repeat(64);
  return `<?php
// 一番賞公平性驗證：以 TXID 重算大賞位置（與本頁相同的演算法）
$txid = '${txid}';
$prizeCount = ${intOrOne(values.prizeCount, 1)};
$totalTickets = ${intOrOne(values.totalTickets, 80)};

// 把十六進制 TXID 改寫成 100 進位（低位在前），只用整數運算
function toBase100(string $hex): array {
    $digits = array_map('hexdec', str_split(strtolower($hex)));
    $out = [];
    while (count($digits) > 0) {
        $rest = [];
        $remainder = 0;
        foreach ($digits as $d) {
            $value = $remainder * 16 + $d;
            $q = intdiv($value, 100);
            $remainder = $value % 100;
            if (count($rest) > 0 || $q > 0) $rest[] = $q;
        }
        $out[] = $remainder;
        $digits = $rest;
    }
    return $out;
}

$start = microtime(true);
$digits = toBase100($txid);
$positions = [];
$steps = 0;
// 第 step 步：floor(txid / 100^step) mod 總籤數 + 1，保留不重複的值
for ($step = 1; $step <= 100 && count($positions) < $prizeCount; $step++) {
    $r = 0;
    for ($i = count($digits) - 1; $i >= $step; $i--) {
        $r = ($r * 100 + $digits[$i]) % $totalTickets;
    }
    $value = $r + 1;
    if (!in_array($value, $positions, true)) $positions[] = $value;
    $steps = $step;
}
sort($positions);
$ms = (microtime(true) - $start) * 1000;

echo '大賞位置：' . implode(', ', $positions) . PHP_EOL;
echo '使用步數：' . $steps . PHP_EOL;
printf("計算時間：%.3f ms\\n", $ms);
if (count($positions) < $prizeCount) {
    echo '100 步內只找到 ' . count($positions) . ' 個不重複位置，少於大賞數量 ' . $prizeCount . PHP_EOL;
}
`;
}
