// The first demo member, whose login the seed and the demo command print.
export const DEMO_LOGIN = {
  email: "demo@demo.example",
  password: "demo-pass-2026",
  name: "Ayaan Siddiqui",
};
