import type { ArticleBlock } from '#core/article-lines.ts'

/**
 * An article's body from the blocks of core/article-lines.ts. Every block is
 * a text node: nothing in an article is interpreted as HTML.
 */
export function ArticleBody({
  blocks,
  lang,
}: {
  blocks: readonly ArticleBlock[]
  /** The articles' language, when it is not the page's. */
  lang?: string
}) {
  return (
    <div lang={lang} className="text-[1.0625rem] leading-8 text-slate-700 sm:text-lg sm:leading-8">
      {blocks.map((block, index) => {
        switch (block.kind) {
          case 'h2':
            return (
              <h2
                key={index}
                id={block.id}
                className="mt-14 scroll-mt-28 text-2xl leading-tight font-extrabold tracking-tight text-ink first:mt-0 sm:text-3xl"
              >
                {block.text}
              </h2>
            )
          case 'h3':
            return (
              <h3
                key={index}
                id={block.id}
                className="mt-10 scroll-mt-28 text-xl leading-snug font-bold text-ink"
              >
                {block.text}
              </h3>
            )
          case 'strong':
            return (
              <p key={index} className="mt-6 font-semibold text-ink">
                <strong>{block.text}</strong>
              </p>
            )
          case 'p':
            return (
              <p key={index} className="mt-6 first:mt-0">
                {block.text}
              </p>
            )
        }
      })}
    </div>
  )
}
