import { Box, Link } from '@mui/material';
import Markdown, { type Components } from 'react-markdown';

const components: Components = {
  a: ({ href, children }) => (
    <Link href={href} target="_blank" rel="noopener noreferrer">
      {children}
    </Link>
  ),
  // Images of the text are not loaded (no outside requests, nothing to spoof).
  img: ({ alt }) => <span>{alt ? `[imagem: ${alt}]` : ''}</span>,
};

/**
 * Markdown rendered to React elements (react-markdown): raw HTML in the text is dropped
 * (`skipHtml`), link URLs go through react-markdown's safe-protocol filter, and nothing is ever
 * injected as HTML.
 */
export function MarkdownView({
  text,
  headingOffset = 0,
}: {
  text: string;
  headingOffset?: number;
}) {
  return (
    <Box
      sx={{
        '& h1, & h2, & h3': { fontWeight: 600, mt: 2, mb: 1 },
        '& h1': { fontSize: headingOffset ? '1.25rem' : '1.5rem' },
        '& h2': { fontSize: '1.2rem' },
        '& h3': { fontSize: '1.05rem' },
        '& p, & li': { lineHeight: 1.6 },
        '& code': { fontFamily: 'monospace', bgcolor: 'grey.100', px: 0.5, borderRadius: 0.5 },
        '& blockquote': {
          borderLeft: 4,
          borderColor: 'divider',
          pl: 2,
          ml: 0,
          color: 'text.secondary',
        },
        overflowWrap: 'anywhere',
      }}
    >
      <Markdown skipHtml components={components}>
        {text}
      </Markdown>
    </Box>
  );
}
