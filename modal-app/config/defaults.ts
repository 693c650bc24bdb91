// SPEC §4 and §9: defaults of the config.
export const DEFAULT_SOCIALS = ['google', 'x', 'discord', 'farcaster', 'github', 'apple', 'facebook'] as const
export const DEFAULT_CHAIN = 'eip155:1'
