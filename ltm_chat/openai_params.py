"""The OpenAI chat request's own parameters: the direct route sends them as they are, and the
config accepts them in `[models."…"]` (with the options only litellm maps)."""

# Call parameters that mean the same in an OpenAI request body: sent as they are.
BODY_PARAMS = frozenset(
    {
        "temperature",
        "top_p",
        "n",
        "stop",
        "max_completion_tokens",
        "max_tokens",
        "presence_penalty",
        "frequency_penalty",
        "logit_bias",
        "user",
        "reasoning_effort",
        "verbosity",
        "seed",
        "service_tier",
        "store",
        "prompt_cache_key",
        "logprobs",
        "top_logprobs",
        "parallel_tool_calls",
        "safety_identifier",
        "modalities",
        "web_search_options",
    }
)
