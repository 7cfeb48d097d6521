module github.com/schiri-app/schiri

go 1.26.8
