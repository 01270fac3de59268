import Box from '@mui/material/Box';
import { useEffect, useMemo } from 'react';
import { FullScreenDialog } from '../../ui/FullScreenDialog.tsx';

/** A base64 PDF as an object URL, released when the viewer closes or the document changes. */
function usePdfUrl(base64: string): string {
  const url = useMemo(() => {
    const bytes = Uint8Array.from(atob(base64), (c) => c.charCodeAt(0));
    return URL.createObjectURL(new Blob([bytes], { type: 'application/pdf' }));
  }, [base64]);
  useEffect(() => () => URL.revokeObjectURL(url), [url]);
  return url;
}

/** 'Podgląd recept': the printout in the browser's PDF viewer (print and save from there). */
export function PdfPreviewDialog({
  title,
  base64,
  onClose,
}: {
  readonly title: string;
  readonly base64: string;
  readonly onClose: () => void;
}) {
  const url = usePdfUrl(base64);
  return (
    <FullScreenDialog title={title} onClose={onClose} maxWidth={1200}>
      <Box
        component="iframe"
        title={title}
        src={url}
        sx={{ width: '100%', height: 'calc(100vh - 120px)', border: 0 }}
      />
    </FullScreenDialog>
  );
}
