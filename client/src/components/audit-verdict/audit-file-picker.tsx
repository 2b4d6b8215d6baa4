// The offline verifiers' file picker (tubes, capsule machines, blind boxes): the chosen export is read in the
// browser with the File API and handed on by name and text; nothing is uploaded.
import type { ChangeEvent } from 'react';
import './audit-verdict.css';

export function AuditFilePicker({
  source,
  onFile,
  label = '選擇檔案',
  testId = 'audit-file',
}: {
  source: string | undefined;
  onFile: (name: string, text: string) => void;
  label?: string;
  testId?: string;
}) {
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    onFile(file.name, await file.text());
  };
  return (
    <label className="fairness-file">
      <input type="file" accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson" onChange={(e) => void onChange(e)} data-testid={testId} />
      <span className="btn btn--primary btn--small">{label}</span>
      <span className="fairness-file__name">{source ?? '尚未選擇檔案'}</span>
    </label>
  );
}
