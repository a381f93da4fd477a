/** The auth forms' validation (zod and the contract's schemas): loaded on a form's first validation (lazyResolver). */
import { zodResolver } from '@hookform/resolvers/zod';
import { LoginBody, PasswordResetBody, PasswordResetRequestBody, SignupBody } from '@klama/contract';

export const loginResolver = zodResolver(LoginBody);
export const signupResolver = zodResolver(SignupBody);
export const passwordResetRequestResolver = zodResolver(PasswordResetRequestBody);
export const passwordResetResolver = zodResolver(PasswordResetBody);
