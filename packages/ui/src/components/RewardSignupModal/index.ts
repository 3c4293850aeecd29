export {
  type RewardSignupData,
  RewardSignupModal,
  type RewardSignupModalProps,
  rewardSignupModalTexts,
} from './RewardSignupModal.tsx';
