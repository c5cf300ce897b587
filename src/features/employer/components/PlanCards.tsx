import type { Ref } from 'react';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardActions from '@mui/material/CardActions';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Typography from '@mui/material/Typography';
import CheckIcon from '@mui/icons-material/Check';
import { inactive } from '@/components/inactive';
import { planName, planPrice } from '../plans';
import type { PaymentPlan, PlanKey } from '@/state/employer/types';

/**
 * Spec: the payment plans as cards, each with its price and suffix and a button to choose it. The free trial
 * is offered only to a company that has never had a plan (docs/decisions.md).
 */
export function PlanCards({
  plans,
  current,
  busyKey,
  offerTrial = true,
  onChoose,
  focus,
}: {
  plans: PaymentPlan[];
  current?: PlanKey | null;
  busyKey?: PlanKey | null;
  offerTrial?: boolean;
  onChoose: (key: PlanKey) => void;
  /** The plan whose Choose button takes focus from the page (after that plan was cancelled). */
  focus?: { key: PlanKey; ref: Ref<HTMLButtonElement> };
}) {
  const shown = offerTrial ? plans : plans.filter((p) => p.key !== 'Free-Trial');
  return (
    <Box
      component="ul"
      sx={{
        display: 'grid',
        gap: 2,
        gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr', lg: `repeat(${Math.max(shown.length, 1)}, 1fr)` },
        p: 0,
        m: 0,
        listStyle: 'none',
      }}
    >
      {shown.map((plan) => {
        const { amount, suffix } = planPrice(plan);
        const name = planName(plan.key, [plan]);
        const isCurrent = current === plan.key;
        return (
          <Card
            component="li"
            key={plan.key}
            variant="outlined"
            sx={{ display: 'flex', flexDirection: 'column' }}
          >
            <CardContent sx={{ flexGrow: 1 }}>
              <Box sx={{ display: 'flex', justifyContent: 'space-between', gap: 1 }}>
                <Typography variant="h3" component="h3">
                  {name}
                </Typography>
                {isCurrent && <Chip size="small" color="primary" label="Current plan" />}
              </Box>
              <Typography sx={{ mt: 1 }}>
                <Box component="span" sx={{ fontSize: '1.75rem', fontWeight: 700 }}>
                  {amount}
                </Box>
                <Box component="span" sx={{ color: 'text.secondary' }}>
                  {suffix}
                </Box>
              </Typography>
              <Box component="ul" sx={{ pl: 0, listStyle: 'none', mt: 1 }}>
                {(plan.features ?? []).map((f) => (
                  <Typography
                    component="li"
                    key={f}
                    variant="body2"
                    sx={{ display: 'flex', gap: 1, py: 0.25 }}
                  >
                    <CheckIcon fontSize="small" color="success" aria-hidden /> {f}
                  </Typography>
                ))}
              </Box>
            </CardContent>
            <CardActions sx={{ p: 2, pt: 0 }}>
              <Button
                ref={focus?.key === plan.key ? focus.ref : undefined}
                fullWidth
                variant={plan.key === 'Free-Trial' ? 'outlined' : 'contained'}
                disabled={isCurrent || (!!busyKey && busyKey !== plan.key)}
                // The plan being chosen keeps the focus of the key that chose it: a refusal leaves the user there.
                {...(busyKey === plan.key && inactive(true))}
                startIcon={
                  busyKey === plan.key ? (
                    <CircularProgress size={16} color="inherit" aria-hidden />
                  ) : undefined
                }
                onClick={() => busyKey !== plan.key && onChoose(plan.key)}
              >
                {/* The visible words are the button's whole name (WCAG 2.5.3), and say which plan. */}
                {plan.key === 'Free-Trial' ? 'Start free trial' : `Choose ${name}`}
              </Button>
            </CardActions>
          </Card>
        );
      })}
    </Box>
  );
}
