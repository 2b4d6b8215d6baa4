// Editorial text: blank lines separate paragraphs, "## " starts a heading, single newlines break lines.
export function RichText({ text }: { text: string }) {
  return (
    <div className="rich-text">
      {text.split(/\n{2,}/).map((block, i) => {
        if (block.startsWith('## ')) return <h2 key={i}>{block.slice(3)}</h2>;
        const lines = block.split('\n');
        return (
          <p key={i}>
            {lines.map((line, j) => (
              <span key={j}>
                {j > 0 && <br />}
                {line}
              </span>
            ))}
          </p>
        );
      })}
    </div>
  );
}
