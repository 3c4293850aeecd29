import { Button } from '../Button/Button.tsx';
import { Modal, type ModalProps } from '../Modal/Modal.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import * as styles from './InstallAppModal.css.ts';

/** docs/decisions.md "Interface language": 'next time you can order from our App' in Spanish. */
export const installAppModalTexts = {
  title: 'La próxima vez puedes pedir desde nuestra App',
  install: 'Instalar',
} as const;

export interface InstallAppModalProps extends Pick<ModalProps, 'open' | 'defaultOpen' | 'onOpenChange' | 'trigger'> {
  /** The branch's logo, shown as the app's icon. */
  readonly logoSrc?: string;
  /** The branch's name: the logo's alternative text and a line under it. */
  readonly appName?: string;
  /** 'Instalar' was pressed: the caller runs the browser's install prompt and closes the modal. */
  readonly onInstall: () => void;
  /** The browser is showing its own install prompt. */
  readonly installing?: boolean;
}

/** The PWA install prompt (diner §1, §2; follow-up §2 query flag showPWA). */
export function InstallAppModal({ logoSrc, appName, onInstall, installing = false, ...modal }: InstallAppModalProps) {
  return (
    <Modal
      {...modal}
      title={installAppModalTexts.title}
      footer={
        <Button fullWidth loading={installing} onClick={onInstall}>
          {installAppModalTexts.install}
        </Button>
      }
    >
      {(logoSrc || appName) && (
        <Stack gap="sm" align="center">
          {logoSrc && <img className={styles.logo} src={logoSrc} alt={appName ?? ''} />}
          {appName && !logoSrc && (
            <Text weight="bold" align="center">
              {appName}
            </Text>
          )}
        </Stack>
      )}
    </Modal>
  );
}
