package integration_test

import (
	"testing"

	"github.com/stretchr/testify/assert"

	"github.com/ripplebfs/ripple/internal/testsize"
)

func TestHeavy(t *testing.T) {
	for _, tc := range []struct {
		value string
		want  bool
	}{{"", false}, {"0", false}, {"1", true}, {"yes", true}} {
		t.Run("value="+tc.value, func(t *testing.T) {
			t.Setenv(testsize.Env, tc.value)
			assert.Equal(t, tc.want, testsize.Heavy())
		})
	}
}

func TestRequireHeavy(t *testing.T) {
	t.Run("unset", func(t *testing.T) {
		t.Setenv(testsize.Env, "")
		ran := false
		t.Run("inner", func(t *testing.T) {
			testsize.RequireHeavy(t)
			ran = true
		})
		assert.False(t, ran, "RequireHeavy must skip when %s is unset", testsize.Env)
	})
	t.Run("set", func(t *testing.T) {
		t.Setenv(testsize.Env, "1")
		ran := false
		t.Run("inner", func(t *testing.T) {
			testsize.RequireHeavy(t)
			ran = true
		})
		assert.True(t, ran)
	})
}

func TestPick(t *testing.T) {
	want := 200
	if testing.Short() {
		want = 20
	}
	assert.Equal(t, want, testsize.Pick(200, 20))
}

func TestHuge(t *testing.T) {
	for _, tc := range []struct {
		value     string
		heavy     bool
		huge, ran bool
	}{{"", false, false, false}, {"1", true, false, false}, {"huge", true, true, true}} {
		t.Run("value="+tc.value, func(t *testing.T) {
			t.Setenv(testsize.Env, tc.value)
			assert.Equal(t, tc.heavy, testsize.Heavy())
			assert.Equal(t, tc.huge, testsize.Huge())
			ran := false
			t.Run("inner", func(t *testing.T) {
				testsize.RequireHuge(t)
				ran = true
			})
			assert.Equal(t, tc.ran, ran)
		})
	}
}

func TestShort(t *testing.T) {
	assert.Equal(t, testing.Short(), testsize.Short())
}
