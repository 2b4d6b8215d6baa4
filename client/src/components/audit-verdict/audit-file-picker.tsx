// The offline verifiers' file picker (tubes and capsule machines): the chosen export is read in the
// browser with the File API and handed on by name and text; nothing is uploaded.
import type { ChangeEvent } from 'react';
import './audit-verdict.css';

export function AuditFilePicker({ source, onFile }: { source: string | undefined; onFile: (name: string, text: string) => void }) {
  const onChange = async (e: ChangeEvent<HTMLInputElement>) => {
    const file = e.target.files?.[0];
    if (!file) return;
    onFile(file.name, await file.text());
  };
  return (
    <label className="fairness-file">
      <input type="file" accept=".ndjson,.jsonl,.json,.txt,application/x-ndjson" onChange={(e) => void onChange(e)} data-testid="audit-file" />
      <span className="btn btn--primary btn--small">選擇檔案</span>
      <span className="fairness-file__name">{source ?? '尚未選擇檔案'}</span>
    </label>
  );
}
