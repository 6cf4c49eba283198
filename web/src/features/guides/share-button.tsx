import { Button } from '@mui/material';
import PrintIcon from '@mui/icons-material/Print';
import ShareIcon from '@mui/icons-material/Share';

const canShare = (): boolean => typeof navigator !== 'undefined' && typeof navigator.share === 'function';

/** Shares the article with the system share sheet where the browser has one, else prints it. */
export function ShareButton({ title }: { title: string }) {
  const sharing = canShare();
  const handleClick = async () => {
    if (!sharing) {
      window.print();
      return;
    }
    try {
      await navigator.share({ title, url: window.location.href });
    } catch (error) {
      // The reader closing the share sheet is not a failure; anything else falls back to print.
      if (!(error instanceof DOMException && error.name === 'AbortError')) window.print();
    }
  };
  return (
    <Button
      variant="outlined"
      size="small"
      startIcon={sharing ? <ShareIcon /> : <PrintIcon />}
      onClick={() => void handleClick()}
      sx={{ '@media print': { display: 'none' } }}
    >
      {sharing ? 'Share' : 'Print'}
    </Button>
  );
}
