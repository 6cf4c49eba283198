import { Button, Dialog, DialogActions, DialogContent, DialogContentText, DialogTitle } from '@mui/material';
import { useState } from 'react';
import { ApiClientError } from '../../lib/api-client';
import { resendVerificationEmail } from './api';

export interface LoginError {
  message: string;
  /** Set when the account's e-mail is not verified yet: the dialog offers to send it again. */
  resendForTel?: string;
}

/** The spec's login error modal: title 'Error', the server's message, a Close button. */
export function LoginErrorDialog({ error, onClose }: { error: LoginError | null; onClose: () => void }) {
  const [resend, setResend] = useState<{ busy: boolean; text?: string }>({ busy: false });
  const close = () => {
    setResend({ busy: false });
    onClose();
  };
  const sendAgain = async (tel: string) => {
    setResend({ busy: true });
    try {
      const answer = await resendVerificationEmail({ tel });
      setResend({ busy: false, text: answer.message });
    } catch (caught) {
      setResend({ busy: false, text: caught instanceof ApiClientError ? caught.message : 'An error occurred' });
    }
  };
  return (
    <Dialog
      open={error !== null}
      onClose={close}
      aria-labelledby="login-error-title"
      aria-describedby="login-error-text"
    >
      <DialogTitle id="login-error-title">Error</DialogTitle>
      <DialogContent>
        <DialogContentText id="login-error-text">{error?.message}</DialogContentText>
        {resend.text && (
          <DialogContentText role="status" sx={{ mt: 2 }}>
            {resend.text}
          </DialogContentText>
        )}
      </DialogContent>
      <DialogActions>
        {error?.resendForTel && !resend.text && (
          <Button disabled={resend.busy} onClick={() => void sendAgain(error.resendForTel ?? '')}>
            Resend verification e-mail
          </Button>
        )}
        <Button onClick={close} variant="contained" autoFocus>
          Close
        </Button>
      </DialogActions>
    </Dialog>
  );
}
