// The sample script with a copy button; when the clipboard is refused the script is selected so
// the user can copy it by hand (複製失敗，請手動選取複製).
import { useRef, useState } from 'react';
import { messages } from '@shop/contracts';
import { showToast } from '../../../stores/toast.store';
import { externalRunnerUrl, phpSampleScript, type PhpSampleValues } from '../php-sample';

export function PhpSampleCard({ values }: { values: PhpSampleValues }) {
  const script = phpSampleScript(values);
  const codeRef = useRef<HTMLElement>(null);
  const [copied, setCopied] = useState(false);

  const selectScript = () => {
    const node = codeRef.current;
    const selection = window.getSelection();
    if (!node || !selection) return;
    const range = document.createRange();
    range.selectNodeContents(node);
    selection.removeAllRanges();
    selection.addRange(range);
  };

  const copy = async () => {
    try {
      if (!navigator.clipboard) throw new Error('no clipboard');
      await navigator.clipboard.writeText(script);
      setCopied(true);
      setTimeout(() => setCopied(false), 1500);
    } catch {
      selectScript();
      showToast(messages.fairness.copyFailed, 'error');
    }
  };

  return (
    <section className="card fairness-card" aria-labelledby="fairness-php-title">
      <div className="fairness-card__head">
        <h2 id="fairness-php-title" className="section-title">
          PHP 範例程式
        </h2>
        <button type="button" className="btn btn--secondary btn--small" onClick={() => void copy()} data-testid="fairness-copy">
          {copied ? '已複製' : '複製程式碼'}
        </button>
      </div>
      <p className="fairness-card__text">不想相信本頁？複製這段程式，貼到第三方 PHP 執行環境，會得到一樣的大賞位置。程式已帶入上方表單的數值。</p>
      <pre className="fairness-code" tabIndex={0}>
        <code ref={codeRef} data-testid="fairness-php">
          {script}
        </code>
      </pre>
      <a
        className="btn btn--ghost btn--small fairness-card__runner"
        href={externalRunnerUrl}
        target="_blank"
        rel="noopener noreferrer"
        data-testid="fairness-runner"
      >
        前往 3v4l.org 線上執行 PHP ↗
      </a>
    </section>
  );
}
