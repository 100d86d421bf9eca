"""Developer tools: asset generators and the screen renderer."""
