import { type ColorConfig, type ColorMode, colorModes } from '@comanda/domain/theme';
import { useId, useMemo, useState } from 'react';
import { ThemeProvider } from '../../theme/ThemeProvider.tsx';
import { Badge } from '../Badge/Badge.tsx';
import { Button } from '../Button/Button.tsx';
import { Card } from '../Card/Card.tsx';
import { PromotionalBanner } from '../PromotionalBanner/PromotionalBanner.tsx';
import { Stack } from '../Stack/Stack.tsx';
import { Text } from '../Text/Text.tsx';
import { TextField } from '../TextField/TextField.tsx';
import { contrastReport } from './contrastReport.ts';
import * as styles from './ThemePlayground.css.ts';

export interface ThemePlaygroundProps {
  /** The JSON the editor starts with. */
  readonly initialJson?: string;
}

type Parsed = { ok: true; config: ColorConfig } | { ok: false; message: string };

function parseColorConfig(text: string): Parsed {
  try {
    const value: unknown = JSON.parse(text);
    if (!value || typeof value !== 'object' || Array.isArray(value))
      return { ok: false, message: 'El JSON debe ser un objeto con los colores del local.' };
    return { ok: true, config: value as ColorConfig };
  } catch {
    return { ok: false, message: 'El texto no es un JSON válido.' };
  }
}

function Preview({ config, mode }: { config: ColorConfig; mode: ColorMode }) {
  return (
    <ThemeProvider colorConfig={config} mode={mode}>
      <div className={styles.preview} data-testid={`preview-${mode}`}>
        <Stack gap="md">
          <Text weight="bold">{mode === 'light' ? 'Modo claro' : 'Modo oscuro'}</Text>
          <PromotionalBanner text="Envío gratis en pedidos desde $ 30.000" />
          <Card>
            <Stack gap="xs">
              <Text weight="bold">Hamburguesa clásica</Text>
              <Text tone="description" size="sm">
                Medallón de 180 g, lechuga, tomate y mayonesa de la casa.
              </Text>
              <Stack direction="row" gap="sm" align="center">
                <Text tone="main" weight="bold">
                  $ 9.500
                </Text>
                <Badge>-15%</Badge>
              </Stack>
            </Stack>
          </Card>
          <Stack direction="row" gap="sm" wrap>
            <Button>Ver mi pedido</Button>
            <Button tone="bordered">Agregar más productos</Button>
          </Stack>
        </Stack>
      </div>
    </ThemeProvider>
  );
}

/**
 * For white-label partners: paste a branch's `colorConfig` and see the main components in light
 * and dark, with a warning for each text/background pair below WCAG AA (4.5:1).
 */
export function ThemePlayground({
  initialJson = '{\n  "lightMainColor": "#F78700",\n  "colorModeType": "LIGHT"\n}',
}: ThemePlaygroundProps) {
  const [text, setText] = useState(initialJson);
  const parsed = useMemo(() => parseColorConfig(text), [text]);
  const config = parsed.ok ? parsed.config : {};
  const reportId = useId();
  const reports = useMemo(() => colorModes.map((mode) => ({ mode, pairs: contrastReport(config, mode) })), [config]);
  const failures = reports.flatMap(({ mode, pairs }) => pairs.filter((p) => !p.passes).map((p) => ({ mode, ...p })));
  return (
    <div className={styles.layout}>
      <Stack gap="md">
        <TextField
          multiline
          label="colorConfig del local (JSON)"
          className={styles.editor}
          value={text}
          spellCheck={false}
          onChange={(event) => setText(event.currentTarget.value)}
          error={parsed.ok ? undefined : parsed.message}
        />
        <section aria-labelledby={reportId}>
          <Text as="h3" id={reportId} size="lg" weight="bold">
            Contraste
          </Text>
          {failures.length === 0 ? (
            <Text tone="success" role="status">
              Todas las combinaciones cumplen WCAG AA.
            </Text>
          ) : (
            <ul aria-label="Advertencias de contraste">
              {failures.map((f) => (
                <li key={`${f.mode}-${f.label}`}>
                  <Text as="span" tone="danger">
                    {`${f.label} (${f.mode === 'light' ? 'claro' : 'oscuro'}): ${f.ratio}:1, menos de 4,5:1`}
                  </Text>
                </li>
              ))}
            </ul>
          )}
          <table className={styles.table}>
            <caption className={styles.cell}>Todas las combinaciones</caption>
            <thead>
              <tr>
                <th className={styles.cell}>Modo</th>
                <th className={styles.cell}>Combinación</th>
                <th className={styles.cell}>Contraste</th>
              </tr>
            </thead>
            <tbody>
              {reports.flatMap(({ mode, pairs }) =>
                pairs.map((pair) => (
                  <tr key={`${mode}-${pair.label}`}>
                    <td className={styles.cell}>{mode === 'light' ? 'Claro' : 'Oscuro'}</td>
                    <td className={styles.cell}>
                      <span className={styles.swatch} style={{ background: pair.background }} aria-hidden="true" />
                      <span className={styles.swatch} style={{ background: pair.foreground }} aria-hidden="true" />
                      {pair.label}
                    </td>
                    <td className={styles.cell}>{`${pair.ratio}:1 ${pair.passes ? '✓' : '✗'}`}</td>
                  </tr>
                )),
              )}
            </tbody>
          </table>
        </section>
      </Stack>
      <div className={styles.previews}>
        {colorModes.map((mode) => (
          <Preview key={mode} config={config} mode={mode} />
        ))}
      </div>
    </div>
  );
}
